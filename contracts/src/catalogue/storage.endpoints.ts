import { endpoint, Endpoint } from '../shared';
import { deleteStorageFileRequestSchema, deleteStorageFileResponseSchema, listStorageFilesQuerySchema, listStorageFilesResponseSchema } from './storage.schemas';

/** The admin's storage browser (spec part 2 section 7 'Storage:'): the file store as it is, one folder at a time. */
export const storageEndpoints = {
  listStorageFiles: endpoint({
    method: 'get',
    path: '/admin/storage/files',
    access: 'admin',
    tag: 'storage',
    summary: 'Tệp và thư mục con trong một thư mục của kho tệp (mỗi trang 50, trang sau theo nextPageToken)',
    query: listStorageFilesQuerySchema,
    response: listStorageFilesResponseSchema,
  }),
  deleteStorageFile: endpoint({
    method: 'delete',
    path: '/admin/storage/delete-file',
    access: 'admin',
    tag: 'storage',
    summary: 'Xóa một tệp không còn được khóa học, phần mềm hay video nào dùng',
    body: deleteStorageFileRequestSchema,
    response: deleteStorageFileResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
