// The messages area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
export { MessageMemberButton } from './components/MessageMemberButton';
