export * from './caption-style';
