import { TEXTS } from '@estate/domain';

/** The product's name and the bits of identity shown in the shell and in page titles. */
export const SITE = {
  name: 'NZ Estate Platform',
  notifyServiceName: 'NotifyFlow',
  tagline: TEXTS.tagline,
} as const;

/** Browser-storage keys. Only view preferences live there: the session is an httpOnly cookie. */
export const STORAGE_KEYS = {
  viewRole: 'nz-estate-platform.view-role',
  sidebarCollapsed: 'nz-estate-platform.sidebar-collapsed',
} as const;
