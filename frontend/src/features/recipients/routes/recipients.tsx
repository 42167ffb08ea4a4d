import { ComingSoon } from '@/components/coming-soon';

export default function RecipientsRoute() {
  return <ComingSoon title="Recipients" />;
}
