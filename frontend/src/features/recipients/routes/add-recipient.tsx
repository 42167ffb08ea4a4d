import { ComingSoon } from '@/components/coming-soon';

export default function AddRecipientRoute() {
  return <ComingSoon title="Add a recipient" />;
}
