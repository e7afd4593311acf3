import { DIGITAL_ASSET_CATEGORIES, REWARD_PROGRAMS } from '@estate/domain';

export function categoryLabel(category: string): string {
  return DIGITAL_ASSET_CATEGORIES.find((c) => c.value === category)?.label ?? category;
}

export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

export function programName(id: number | null): string | null {
  return REWARD_PROGRAMS.find((p) => p.id === id)?.name ?? null;
}
