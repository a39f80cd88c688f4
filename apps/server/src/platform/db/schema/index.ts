export * from './developers';
export * from './library';
export * from './plans';
export * from './projects';
export * from './transcription';
export * from './users';
