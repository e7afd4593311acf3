import { PageHeader } from '@/components/ui/page-header';
import { EstateTimeline } from '@/features/estate-work/timeline';
import { useEstateSection } from '@/features/estates/components/estate-section-context';

/** /dashboard/estates/{id}/timeline: what has happened on the estate, newest first (read-only). */
export function TimelineRoute() {
  const estate = useEstateSection();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Estate Timeline"
        subtitle={`What has happened on the estate of ${estate.deceasedName}, newest first.`}
      />
      <EstateTimeline estateId={estate.estateId} />
    </div>
  );
}
