// The privacy area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { ProfilePrivacyMenu } from './components/ProfilePrivacyMenu';
export { ReportAction, ReportMenuItem } from './components/ReportAction';
export { ReportDialog } from './components/ReportDialog';
