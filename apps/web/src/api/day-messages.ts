import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DayMessageInput } from '@lfm/core';
import { dayMessagesApi } from '@lfm/core/routes';
import { call } from './client';

/** Who writes: a farmer to the buyers of a distribution's day, a host to those of a market's day. */
export type MessageSender = 'farmer' | 'host';
const key = (sender: MessageSender) => [sender, 'messages'] as const;

/** farmer/messages or host/messages: the days with buyers, and the messages sent (issue 33.3). */
export function useDayMessages(sender: MessageSender) {
  return useQuery({
    queryKey: key(sender),
    queryFn: () => call(dayMessagesApi[sender].page),
  });
}

export function useSendDayMessage(sender: MessageSender) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DayMessageInput) => call(dayMessagesApi[sender].send, { body }),
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(sender) }),
  });
}
