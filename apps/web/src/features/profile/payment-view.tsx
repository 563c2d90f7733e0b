import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { AddCardModal, CardTable } from '../payments';
import { useT } from '../../lib/i18n';

/** SPEC 2 profile 'Payment': the card table and Add New Card. */
export function PaymentView() {
  const t = useT();
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 tabIndex={-1} className="text-2xl text-soil focus:outline-none">
          {t('profile.payment')}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden /> {t('profile.addNewCard')}
        </Button>
      </div>
      <div className="mt-6">
        <CardTable />
      </div>
      <AddCardModal open={adding} onOpenChange={setAdding} />
    </div>
  );
}
