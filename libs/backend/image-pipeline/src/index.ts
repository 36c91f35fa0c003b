export * from './image-pipeline';
export * from './media-processing.error';
