export * from './domain-error';
export * from './error-body.dto';
export * from './error-response';
export * from './http-error.filter';
export * from './request-validation.exception';
export * from './validation';
export * from './assert-valid';
