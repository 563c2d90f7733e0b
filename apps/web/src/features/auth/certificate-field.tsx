import {
  CERTIFICATE_TYPES,
  EIN_REQUIRED,
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  UPLOAD_MAX_BYTES,
} from '@lfm/core';
import { FileUp } from 'lucide-react';
import { Field } from '../../components/field';
import { useT } from '../../lib/i18n';

/** The file picker's filter; the type check below is what decides (SPEC 5). */
export const CERTIFICATE_ACCEPT = '.jpg,.jpeg,.gif,.png,.svg,.pdf';
const CERTIFICATE_EXTENSIONS = /\.(jpe?g|gif|png|svg|pdf)$/i;
/** The server requires the EIN document of wholesale buyers other than schools (docs/api-accounts.md). */
export const CERTIFICATE_REQUIRED_MESSAGE = EIN_REQUIRED;

/** SPEC 5: jpeg, gif, png, svg or pdf, else 'File type not supported.'; at most 5 MB. */
export function certificateError(file: File | null, required: boolean): string | undefined {
  if (!file) return required ? CERTIFICATE_REQUIRED_MESSAGE : undefined;
  const typeOk = file.type
    ? (CERTIFICATE_TYPES as readonly string[]).includes(file.type)
    : CERTIFICATE_EXTENSIONS.test(file.name);
  if (!typeOk) return FILE_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return FILE_SIZE_MESSAGE;
  return undefined;
}

export function CertificateField({
  id,
  file,
  error,
  optional,
  onChange,
}: {
  id: string;
  file: File | null;
  error?: string;
  optional: boolean;
  onChange: (file: File | null) => void;
}) {
  const t = useT();
  return (
    <Field
      htmlFor={id}
      label={
        <>
          {t('auth.uploadEinDocuments')}
          {optional && <span className="font-normal text-soil-muted"> {t('auth.optional')}</span>}
        </>
      }
      error={error}
      hint={t('auth.certificateHint')}
    >
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-line bg-cream px-3 py-3 text-soil focus-within:border-leaf focus-within:ring-2 focus-within:ring-leaf/30 hover:border-leaf"
      >
        <FileUp className="size-5 shrink-0 text-leaf" strokeWidth={1.75} aria-hidden />
        <span className="min-w-0 flex-1 truncate">{file ? file.name : t('auth.chooseFile')}</span>
        <input
          id={id}
          type="file"
          accept={CERTIFICATE_ACCEPT}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sr-only"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </label>
    </Field>
  );
}
