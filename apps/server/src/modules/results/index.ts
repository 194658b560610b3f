export { foldDifferences as resultsFoldDifferences, refoldCourse as refoldCourseResults } from './repository';
export { resultsRoutes } from './routes';
export { mayReadCourseResults } from './service';
export { subscribeResults } from './subscriptions';
