// What other modules may use of resource links; everything else here is the module's own.

export { sendResourceFile } from './download';
export { deleteLinksOfCourse } from './repository';
export { listResourceLinks, openResourceFile, type ResourceDownload, removeStoredFiles, storedFilesOfCourse } from './service';
