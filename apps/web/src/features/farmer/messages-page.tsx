import { DayMessagePanel } from '../../components/day-message-panel';

/** /farmer/messages: write to every buyer of one of the farm's pickup or delivery days (issue 33.3). */
export default function FarmerMessagesPage() {
  return <DayMessagePanel sender="farmer" />;
}
