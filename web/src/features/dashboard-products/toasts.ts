import { failedWith, notify, serverMessage } from '#web/lib/notify.ts';

/** Every message of the dashboard's product pages. */
export const productToast = {
  added: (name: string) => notify.success('Product Added!', { description: `${name} is in the shop now.` }),
  /** The server's sentence when it gave one (a refused field, a lost session), else the spec's alone. */
  addFailed: (error: unknown) =>
    notify.problem('Something Went Wrong', { description: serverMessage(error, undefined, 'any') }),
  updated: (name: string) => notify.success('Product Updated!', { description: `${name} has been saved.` }),
  updateFailed: (error: unknown) =>
    failedWith(error, 404)
      ? notify.problem('Product Not Found')
      : notify.problem('Something Went Wrong', {
          description: serverMessage(error, 'Failed to update product. Please try again.', 'any'),
        }),
  deleted: (name: string) => notify.success('Deleted!', { description: `${name} has been deleted.` }),
  deleteFailed: (error: unknown) =>
    notify.problem('Error!', { description: failedWith(error, 404) ? 'Product Not Found' : 'Something went wrong.' }),
};
