export * from './auth';
export * from './connections';
export * from './mail';
export * from './notifications';
export * from './pages';
export * from './profiles';
export * from './realtime';
export * from './settings';
