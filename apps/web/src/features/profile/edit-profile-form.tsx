import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  editProfileSchema,
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  PROFILE_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  type UserProfileDto,
} from '@lfm/core';
import { useEditProfile } from '../../api/edit-profile';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { Field, TextField } from '../../components/field';
import { fullName } from './profile-panel';
import { useT } from '../../lib/i18n';

const ACCEPT = PROFILE_IMAGE_TYPES.join(',');

/** SPEC 5: the picture must be jpeg, gif, png or svg; checked here before anything is sent. */
function checkImage(file: File) {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return FILE_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return FILE_SIZE_MESSAGE;
  return null;
}

/** Name, phone and picture; saving returns to Contact Details. */
export function EditProfileForm({ user, onDone }: { user: UserProfileDto; onDone: () => void }) {
  const t = useT();
  const save = useEditProfile();
  const fileId = useId();
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = useRef<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(editProfileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
  });

  // The preview's object URL lives until it is replaced or the form closes.
  useEffect(() => () => void (preview.current && URL.revokeObjectURL(preview.current)), []);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const problem = checkImage(file);
    setImageError(problem);
    if (problem) {
      e.target.value = '';
      return;
    }
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = URL.createObjectURL(file);
    setImage({ file, preview: preview.current });
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, profileImage: image?.file ?? null },
      {
        onSuccess: () => {
          toast.success(t('profile.saved'));
          onDone();
        },
      },
    ),
  );

  const name = fullName({ firstName: watch('firstName'), lastName: watch('lastName') }) || fullName(user);
  return (
    <div>
      <h2 tabIndex={-1} className="text-2xl text-soil focus:outline-none">
        {t('profile.editProfile')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col items-start gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <Avatar name={name} src={image?.preview ?? user.profileImage} size="lg" />
          <Field
            label={t('profile.profilePicture')}
            htmlFor={fileId}
            hint={t('profile.pictureHint')}
            error={imageError ?? undefined}
            className="w-full min-w-0 flex-1"
          >
            <input
              id={fileId}
              type="file"
              accept={ACCEPT}
              onChange={onPick}
              aria-invalid={!!imageError}
              aria-describedby={imageError ? `${fileId}-error` : undefined}
              className="w-full text-sm text-soil-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-leaf file:bg-white file:px-3 file:font-semibold file:text-leaf hover:file:bg-leaf-tint"
            />
          </Field>
        </div>
        <TextField
          label={t('field.firstName')}
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('field.lastName')}
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t('field.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={15}
          hint={t('profile.digitsOnly')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('profile.saveProfile')}
          </Button>
        </div>
      </form>
    </div>
  );
}
