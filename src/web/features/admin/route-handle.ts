import type { AdminScreenId } from '../../../common/admin-screens';

/** What a screen route tells the admin frame: which screen it is and the catalog key of its name. */
export interface AdminRouteHandle {
  screen: AdminScreenId;
  titleKey: string;
  /** The screen's own refusal text, shown to staff whose role does not open it. */
  refusedKey?: string;
}

export const isAdminRouteHandle = (handle: unknown): handle is AdminRouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof Reflect.get(handle, 'titleKey') === 'string' &&
  typeof Reflect.get(handle, 'screen') === 'string';
