import { can, DIGITAL_ASSET_TEXTS, formatDollars } from '@estate/domain';
import { Coins, Gift, Globe, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { focusRing } from '@/components/ui/focus';
import { SelectField } from '@/components/ui/form-field';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { SearchField } from '@/components/ui/search-field';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { useDeleteDigitalAsset } from '../api/delete-digital-asset';
import { useDigitalAssets } from '../api/get-digital-assets';
import { categoryLabel, programName, statusLabel } from './digital-asset-labels';

const iconButton = cn(
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
  focusRing,
);

/**
 * The digital asset inventory: one estate's (with `estateId`) or every estate I may see. Counts,
 * search over name and platform, a category filter built from the categories present, and the table.
 */
export function DigitalAssetsList({ estateId }: { estateId?: string }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const assets = useDigitalAssets({ estateId, q, category });
  const remove = useDeleteDigitalAsset();
  // Beneficiaries see the inventory; those who run the estate change it (the API decides too).
  const { viewRole } = useViewRole();
  const manages = can(viewRole, 'estate:manage');
  const filtered = Boolean(q || category);

  const onDelete = (id: string) => {
    if (!window.confirm(DIGITAL_ASSET_TEXTS.confirmDelete)) return;
    remove.mutate(id, {
      onSuccess: () => toast.success(DIGITAL_ASSET_TEXTS.deleted),
      onError: (error) => {
        console.error(error);
        toast.error('Failed to delete digital asset. Please try again.');
      },
    });
  };

  if (assets.isPending) return <LoadingState label="Loading digital assets..." showLabel />;
  if (assets.isError)
    return (
      <LoadError onRetry={() => window.location.reload()}>
        Failed to load digital assets. Please try again.
      </LoadError>
    );

  const { counts, categories, items } = assets.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Cryptocurrency" value={counts.crypto} icon={Coins} />
        <StatCard label="Domain Names" value={counts.domain} icon={Globe} />
        <StatCard label="Social Media" value={counts.social} icon={Users} />
        <StatCard label="Loyalty Programs" value={counts.loyalty} icon={Gift} />
      </div>

      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <SearchField
          id="asset-search"
          label="Search digital assets"
          placeholder="Search by asset name or platform..."
          value={search}
          onChange={setSearch}
        />
        <SelectField label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </SelectField>
      </div>

      {items.length === 0 ? (
        <EmptyListBox
          title="No digital assets"
          hint={
            filtered
              ? 'Try adjusting your search or filters'
              : 'Add digital assets to securely store access information'
          }
        />
      ) : (
        <TableShell>
          <TableHead
            columns={[
              'Asset',
              ...(estateId ? [] : ['Estate']),
              'Platform',
              'Value',
              'Status',
              ...(manages ? ['Actions'] : []),
            ]}
          />
          <tbody className="divide-y divide-slate-200">
            {items.map((a) => (
              <tr key={a.digitalAssetId}>
                <td className={tableCell}>
                  <p className="font-medium text-slate-900">{a.assetName}</p>
                  <p className="text-xs text-slate-600">
                    {categoryLabel(a.category)}
                    {a.category === 'loyalty' && programName(a.rewardProgramId)
                      ? ` · ${programName(a.rewardProgramId)}${a.pointsBalance !== null ? `, ${a.pointsBalance.toLocaleString('en-NZ')} points` : ''}`
                      : ''}
                  </p>
                </td>
                {estateId ? null : (
                  <td className={tableCell}>{a.deceasedName ? `Estate of ${a.deceasedName}` : '—'}</td>
                )}
                <td className={tableCell}>{a.platform}</td>
                <td className={tableCell}>{formatDollars(a.estimatedValue)}</td>
                <td className={tableCell}>
                  <Badge
                    tone={a.status === 'active' ? 'success' : a.status === 'inactive' ? 'neutral' : 'warning'}
                  >
                    {statusLabel(a.status)}
                  </Badge>
                </td>
                {manages ? (
                  <td className={tableCell}>
                    <div className="flex items-center gap-1">
                      <Link
                        to={paths.dashboard.estateDigitalAssetEdit.href({
                          id: a.estateId,
                          assetId: a.digitalAssetId,
                        })}
                        className={cn(iconButton, 'hover:text-blue-700')}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        <span className="sr-only">Edit {a.assetName}</span>
                      </Link>
                      <button
                        type="button"
                        className={cn(iconButton, 'hover:text-red-700')}
                        disabled={remove.isPending}
                        onClick={() => onDelete(a.digitalAssetId)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        <span className="sr-only">Delete {a.assetName}</span>
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </TableShell>
      )}
    </div>
  );
}
