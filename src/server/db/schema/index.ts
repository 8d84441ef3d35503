export * from './auth';
export * from './mail';
export * from './pages';
export * from './profiles';
export * from './settings';
