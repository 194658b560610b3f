// What other modules may use of resource links; everything else here is the module's own.
export { deleteLinksOfCourse } from './repository';
export { listResourceLinks, removeStoredFiles, storedFilesOfCourse } from './service';
