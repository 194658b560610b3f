export { foldDifferences as resultsFoldDifferences, refoldCourse as refoldCourseResults } from './repository';
export { resultsRoutes } from './routes';
export { subscribeResults } from './subscriptions';
