import { useState } from 'react';
import type { PortalDistribution } from '@lfm/core';
import { useFarmerDistributions } from '../../api/farmer-distributions';
import { Button } from '../../components/button';
import { EditorModal } from '../../components/portal-form';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../lib/i18n';
import { DistributionCard } from './distribution-card';
import { DistributionForm } from './distribution-form';

/** Where and when the farm distributes: pickups, deliveries and shipping, each with its order window. */
export default function FarmerDistributionsPage() {
  const t = useT();
  const { data } = useFarmerDistributions();
  const [editing, setEditing] = useState<PortalDistribution | 'new' | null>(null);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">{t('farmer.distributions')}</h2>
        <Button onClick={() => setEditing('new')}>{t('farmer.distributions.add')}</Button>
      </div>
      {!data ? (
        <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.result.length === 0 ? (
        <EmptyState message={t('farmer.distributions.empty')} />
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
        addTitle={t('farmer.distributions.add')}
        editTitle={() => t('farmer.distributions.edit')}
      >
        {(record) => <DistributionForm distribution={record} onDone={() => setEditing(null)} />}
      </EditorModal>
    </div>
  );
}
