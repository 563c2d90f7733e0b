import { useState } from 'react';
import type { PortalDistribution } from '@lfm/core';
import { useFarmerDistributions } from '../../api/farmer-distributions';
import { Button } from '../../components/button';
import { EditorModal } from '../../components/portal-form';
import { EmptyState } from '../../components/empty-state';
import { DistributionCard } from './distribution-card';
import { DistributionForm } from './distribution-form';

/** Where and when the farm distributes: pickups, deliveries and shipping, each with its order window. */
export default function FarmerDistributionsPage() {
  const { data } = useFarmerDistributions();
  const [editing, setEditing] = useState<PortalDistribution | 'new' | null>(null);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">Distributions</h2>
        <Button onClick={() => setEditing('new')}>Add distribution</Button>
      </div>
      {!data ? (
        <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.result.length === 0 ? (
        <EmptyState message="No distributions yet. Add a pickup, delivery or shipping so buyers can order." />
      ) : (
        <ul className="grid gap-4">
          {data.result.map((d) => (
            <DistributionCard key={d.id} d={d} onEdit={() => setEditing(d)} />
          ))}
        </ul>
      )}
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle="Add distribution"
        editTitle={() => 'Edit distribution'}
      >
        {(record) => <DistributionForm distribution={record} onDone={() => setEditing(null)} />}
      </EditorModal>
    </div>
  );
}
