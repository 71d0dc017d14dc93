export * from './catalogue.endpoints';
export * from './catalogue.errors';
export * from './category.errors';
export * from './course.errors';
export * from './tool.errors';
