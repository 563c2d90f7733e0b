import { Fragment, useState, type ReactElement } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ZodType } from 'zod';
import { firstMessage } from '@lfm/core';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { useT } from '../lib/i18n';

/**
 * The end of a portal form: the first problem found (ours or the server's), in the page's language, then
 * Close and Save.
 */
export function FormFooter({
  problem,
  saving,
  saveLabel,
  onClose,
}: {
  problem: string | null;
  saving: boolean;
  saveLabel: string;
  onClose?: () => void;
}) {
  const t = useT();
  return (
    <>
      {problem && (
        <div className="col-span-full">
          <Alert tone="error">{t.text(problem)}</Alert>
        </div>
      )}
      <div className="flex justify-end gap-3 col-span-full">
        {onClose && (
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}

/** A form's text fields (files left out), to check with the schema the server uses. */
export const textFields = (data: FormData) =>
  Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string'));

/** Leaves out file inputs nobody filled, so the server keeps the picture it has. */
export function dropEmptyFiles(data: FormData, ...names: string[]) {
  for (const name of names) {
    const file = data.get(name);
    if (file instanceof File && file.size === 0) data.delete(name);
  }
}

/**
 * A portal form's send: checks the fields with the schema the server uses, shows the first problem
 * (or the server's) in the FormFooter, and on success toasts the server's message and closes.
 */
export function usePortalForm<V>(
  mutation: Pick<UseMutationResult<{ message: string }, Error, V>, 'mutate'>,
  onDone?: () => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const send = (schema: ZodType, fields: unknown, vars: V) => {
    const check = schema.safeParse(fields);
    if (!check.success) return setProblem(firstMessage(check.error));
    setProblem(null);
    mutation.mutate(vars, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone?.();
      },
      onError: (err) => setProblem(err.message),
    });
  };
  return { problem, send };
}

/**
 * The add/edit dialog of a portal list: closed (null), adding ('new') or editing a record. The form
 * is keyed by the record, so it starts from that record's values each time it opens.
 */
export function EditorModal<T extends { id: number }>({
  editing,
  onClose,
  addTitle,
  editTitle,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  addTitle: string;
  editTitle: (record: T) => string;
  children: (record: T | undefined) => ReactElement;
}) {
  const record = editing === 'new' || editing === null ? undefined : editing;
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={record ? editTitle(record) : addTitle}
      size="lg"
    >
      {editing !== null && <Fragment key={record?.id ?? 'new'}>{children(record)}</Fragment>}
    </Modal>
  );
}
