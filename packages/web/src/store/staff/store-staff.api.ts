import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import * as C from '@portal/domain/store/store.staff.contract';
import { storeVenues } from '@portal/domain/store/store.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';
import { FRESH } from '../../lib/freshness';

// The store's back-office calls (docs/decisions/235). A change also changes the member store's lists.

const reload = async () => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['staff', 'store'] }),
    queryClient.invalidateQueries({ queryKey: ['store'] }),
  ]);
};

export const staffCategoriesQuery = () =>
  queryOptions({
    queryKey: ['staff', 'store', 'categories'],
    queryFn: async () => (await call(C.staffCategories)).data,
  });

export const useSaveCategory = () =>
  useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: C.CategoryBody }) =>
      (id === null
        ? await call(C.addCategory, { body })
        : await call(C.saveCategory, { params: { categoryId: id }, body })
      ).data,
    onSuccess: reload,
  });
export const useRemoveCategory = () =>
  useMutation({
    mutationFn: async (categoryId: number) => (await call(C.removeCategory, { params: { categoryId } })).data,
    onSuccess: reload,
  });

export type ProductListInput = z.input<typeof C.ProductListQuery>;

export const staffProductsQuery = staffListQuery(['staff', 'store', 'products'], C.staffProducts);
export const staffProductQuery = (productId: number) =>
  queryOptions({
    queryKey: ['staff', 'store', 'product', productId],
    queryFn: async () => (await call(C.staffProduct, { params: { productId } })).data,
  });

export const useSaveProduct = () =>
  useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: C.ProductBody }) =>
      id === null
        ? (await call(C.addProduct, { body })).data
        : { id, ...(await call(C.saveProduct, { params: { productId: id }, body })).data },
    onSuccess: reload,
  });
export const useProductState = () =>
  useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (await call(C.setProductState, { params: { productId: id }, body: { active } })).data,
    onSuccess: reload,
  });
export const useRemoveProduct = () =>
  useMutation({
    mutationFn: async (productId: number) => (await call(C.removeProduct, { params: { productId } })).data,
    onSuccess: reload,
  });

export const storeVenuesQuery = () =>
  queryOptions({
    queryKey: ['store', 'venues'],
    queryFn: async () => (await call(storeVenues)).data,
    staleTime: FRESH.minutes,
  });

export const useUploadCover = () =>
  useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) =>
      (await call(C.uploadCover, { params: { productId: id }, body: { cover: file } })).data,
    onSuccess: reload,
  });
export const useRemoveCover = () =>
  useMutation({
    mutationFn: async (productId: number) => (await call(C.removeCover, { params: { productId } })).data,
    onSuccess: reload,
  });

export const productAttendeesQuery = (productId: number) =>
  queryOptions({
    queryKey: ['staff', 'store', 'attendees', productId],
    queryFn: async () => (await call(C.productAttendees, { params: { productId } })).data,
  });
