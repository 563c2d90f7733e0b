import { useState, type FormEvent } from 'react';
import {
  PAYMENT_METHODS,
  firstMessage,
  formatCents,
  marketDay,
  markPaidBody,
  type StatementDto,
} from '@lfm/core';
import { useMarkPaid } from '../../api/admin-payouts';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** Record a statement paid outside the marketplace: how, the reference, the day. */
export function MarkPaidDialog({
  statement,
  onClose,
}: {
  statement: StatementDto | null;
  onClose: () => void;
}) {
  const t = useT();
  const markPaid = useMarkPaid();
  const [problem, setProblem] = useState<string>();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!statement) return;
    const f = new FormData(e.currentTarget);
    const check = markPaidBody.safeParse({
      statementId: statement.id,
      method: f.get('method'),
      reference: f.get('reference'),
      paidOn: f.get('paidOn'),
    });
    if (!check.success) return setProblem(firstMessage(check.error));
    setProblem(undefined);
    markPaid.mutate(check.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (err) => setProblem(err.message),
    });
  };
  return (
    <Modal
      open={statement != null}
      onOpenChange={(open) => {
        if (!open) {
          setProblem(undefined);
          onClose();
        }
      }}
      title={t('admin.markPaid.title')}
    >
      {statement && (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <p className="text-soil">
            {t('admin.markPaid.owed', {
              farm: statement.farmName,
              owed: formatCents(statement.owedCents, t.locale),
              day: marketDay(statement.periodEnd),
            })}
          </p>
          <SelectField label={t('admin.markPaid.paidBy')} name="method" defaultValue="bank_transfer">
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t('admin.markPaid.method', { method: m })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('admin.markPaid.reference')}
            name="reference"
            maxLength={100}
            placeholder={t('admin.markPaid.referenceHint')}
          />
          <TextField
            label={t('admin.markPaid.paidOn')}
            name="paidOn"
            type="date"
            defaultValue={marketDay(new Date())}
          />
          {problem && (
            <p role="alert" className="text-sm text-berry">
              {t.text(problem)}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" loading={markPaid.isPending}>
              {t('admin.markPaid.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
