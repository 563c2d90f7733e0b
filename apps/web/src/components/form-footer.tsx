import { Alert } from './alert';
import { Button } from './button';

/** The end of a portal form: the first problem found (ours or the server's), then Close and Save. */
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
  return (
    <>
      {problem && (
        <div className="col-span-full">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      <div className="flex justify-end gap-3 col-span-full">
        {onClose && (
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
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
