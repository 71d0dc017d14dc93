export * from './catalogue.endpoints';
export * from './catalogue.errors';
export * from './category.endpoints';
export * from './category.errors';
export * from './category.messages';
export * from './category.schemas';
export * from './course.errors';
export * from './tool.errors';
