/** What a screen route tells the admin layout: the catalog key of its name (breadcrumbs, page title). */
export interface AdminRouteHandle {
  titleKey: string;
}

export const isAdminRouteHandle = (handle: unknown): handle is AdminRouteHandle =>
  typeof handle === 'object' && handle !== null && typeof Reflect.get(handle, 'titleKey') === 'string';
