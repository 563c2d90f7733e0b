import { useId, useState, type FormEvent } from 'react';
import { Megaphone } from 'lucide-react';
import { toast } from 'sonner';
import {
  DAY_MESSAGE_MAX,
  dayMessageBody,
  firstMessage,
  formatOrderDate,
  formatShortDate,
  type MessageDayDto,
} from '@lfm/core';
import { useDayMessages, useSendDayMessage, type MessageSender } from '../api/day-messages';
import { Button } from './button';
import { Field, inputClass } from './field';
import { useT } from '../lib/i18n';

const dayLabel = (d: MessageDayDto, t: ReturnType<typeof useT>) =>
  [
    formatShortDate(d.date, t.locale),
    d.courierType === 'Pickup' ? t('portal.day.pickupAt', { place: d.place }) : t('portal.day.delivery'),
    t('portal.day.buyers', { n: d.buyers }),
  ].join(' · ');

/**
 * Issue 33.3: write to every buyer of one pickup or delivery day (by email and on their order pages),
 * and the list of what was sent. The farmer's portal and the host's page show the same panel.
 */
export function DayMessagePanel({ sender }: { sender: MessageSender }) {
  const t = useT();
  const id = useId();
  const { data, isPending } = useDayMessages(sender);
  const send = useSendDayMessage(sender);
  const [day, setDay] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<{ field: 'day' | 'body'; message: string } | null>(null);
  const days = data?.days ?? [];
  const chosen = day || days[0]?.key || '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = dayMessageBody.safeParse({ day: chosen, body });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] === 'day' ? 'day' : 'body';
      setProblem({ field, message: firstMessage(parsed.error) });
      return;
    }
    setProblem(null);
    send.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setBody('');
      },
      onError: (err) => setProblem({ field: 'body', message: err.message }),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-white p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl text-soil">
        <Megaphone className="size-5 text-leaf" aria-hidden /> {t('misc.messageTheBuyersOf')}
      </h2>
      <p className="mt-1 text-sm text-soil-muted">{t('misc.eachBuyerGetsTheir')}</p>
      {isPending ? (
        <div className="mt-4 h-32 animate-pulse rounded-lg bg-leaf-tint/50" />
      ) : days.length === 0 ? (
        <p className="mt-4 text-soil">{t('misc.noPickupOrDelivery')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
          <Field
            label={t('misc.day')}
            htmlFor={`${id}-day`}
            error={problem?.field === 'day' ? problem.message : undefined}
          >
            <select
              id={`${id}-day`}
              className={inputClass}
              value={chosen}
              onChange={(e) => setDay(e.target.value)}
            >
              {days.map((d) => (
                <option key={d.key} value={d.key}>
                  {dayLabel(d, t)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('misc.message')}
            htmlFor={`${id}-body`}
            hint={t('misc.characters', { n: body.trim().length, max: DAY_MESSAGE_MAX })}
            error={problem?.field === 'body' ? problem.message : undefined}
          >
            <textarea
              id={`${id}-body`}
              rows={3}
              className={inputClass}
              value={body}
              aria-invalid={problem?.field === 'body' || undefined}
              aria-describedby={problem?.field === 'body' ? `${id}-body-error` : undefined}
              placeholder={t('misc.rainWeAreUnder')}
              onChange={(e) => setBody(e.target.value)}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={send.isPending}>
              {t('misc.sendToBuyers')}
            </Button>
          </div>
        </form>
      )}
      {!!data?.sent.length && (
        <>
          <h3 className="mt-6 font-semibold text-soil">{t('misc.sent')}</h3>
          <ul className="mt-2 divide-y divide-line" aria-label={t('misc.sentMessages')}>
            {data.sent.map((m) => (
              <li key={m._id} className="py-3">
                <p className="whitespace-pre-wrap text-soil">{m.body}</p>
                <p className="mt-1 text-sm text-soil-muted">
                  {t('misc.forTo', {
                    shortDate: formatShortDate(m.date, t.locale),
                    recipientCount: m.recipientCount ?? 0,
                  })}{' '}
                  {t('misc.by', {
                    senderName: m.senderName ?? '',
                    orderDate: formatOrderDate(m.sentAt, t.locale),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
