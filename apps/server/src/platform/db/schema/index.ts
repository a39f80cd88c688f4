export * from './library';
export * from './plans';
export * from './projects';
export * from './users';
