import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useRates } from '@/lib/data/rates';
import { useOperatorCan } from '../api/admin-session';
import { AdminGate } from '../components/admin-gate';
import { adminDashboardTabPath } from '../components/admin-links';
import { RatesForm } from '../components/rates-form';
import { ReadOnlyNote } from '../components/read-only-note';

/** `/admin/rates`: the separate exchange-rate page, behind the same gate as the dashboard. */
export default function AdminRatesRoute() {
  return (
    <AdminGate>
      <AdminRatesPage />
    </AdminGate>
  );
}

function AdminRatesPage() {
  // Changing rates is finance's (and an owner's): other roles are told so instead of given the form.
  const canChange = useOperatorCan('finance');
  const { data: rates, error } = useRates();
  const loading = !rates && !error;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card className="p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">Exchange rates: units of local currency per 1 USD.</p>
        {!canChange ? (
          <ReadOnlyNote className="mt-6" />
        ) : (
          <>
            {error && !rates && (
              <p role="alert" className="mt-4 text-sm text-slate-600">
                We could not load the current rates; enter all four.
              </p>
            )}
            <div className="mt-6">
              {/* Mounted once the rates are in, so the fields start prefilled. */}
              {loading ? <Spinner label="Loading rates" className="py-10" /> : <RatesForm rates={rates} />}
            </div>
          </>
        )}
      </Card>
      <Link
        to={adminDashboardTabPath('rates')}
        className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to the admin dashboard
      </Link>
    </div>
  );
}
