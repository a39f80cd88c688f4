export * from './auth';
export * from './envelope';
export * from './health';
export * from './media-uploads';
export * from './plan-rules';
export * from './plans';
export * from './projects';
export * from './videos';
