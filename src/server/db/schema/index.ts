export * from './access';
export * from './project';
export * from './records';
export * from './documents';
export * from './taxation';
export * from './jobs';
export * from './payments';
