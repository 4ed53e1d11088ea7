import { useApiKeysQuery, useApiUsageQuery } from '../../api/developers';
import { RegionCard } from '../../components/region-card';
import { Skeleton } from '../../components/ui/skeleton';

/** Requests per key per South African day, the last 30 days. */
export function UsageCard() {
  const usage = useApiUsageQuery();
  const keys = useApiKeysQuery();
  const nameOf = new Map((keys.data?.apiKeys ?? []).map((key) => [key.id, key.name]));
  const days = usage.data?.usage ?? [];

  return (
    <RegionCard id="api-usage" title="Usage" description="Requests per key per day (South African time), the last 30 days.">
      {usage.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : usage.isError ? (
        <p className="text-sm text-destructive">Failed to fetch your usage. Please reload the page.</p>
      ) : days.length === 0 ? (
        <p className="text-sm text-muted-foreground">No calls with a key yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">API usage per key per day</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">Day</th>
                <th scope="col" className="py-2 pr-3 font-medium">Key</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Requests</th>
                <th scope="col" className="py-2 text-right font-medium">Refused</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={`${day.apiKeyId}-${day.day}`} className="border-b border-border last:border-0">
                  <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{day.day}</td>
                  <td className="py-2 pr-3">{nameOf.get(day.apiKeyId) ?? 'Unknown key'}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{day.requests.toLocaleString('en-ZA')}</td>
                  <td className="py-2 text-right tabular-nums">{day.refused.toLocaleString('en-ZA')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RegionCard>
  );
}
