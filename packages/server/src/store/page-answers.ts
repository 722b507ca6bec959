import * as C from '@portal/domain/store/store.contract';
import { addressId, registerPageData, type PageInput } from '../platform/page-data';
import { registerSsrScope } from '../platform/ssr-pages';
import { PRODUCTS_SCOPE } from './product-cache';

// The store's first answers, written into its HTML (decisions 128, 131): its filters' lists and the products of the
// selection in its address, by the URLs the web app asks them at (web store/store.api.ts, lib/api-client.ts).

async function storeAnswers({ query, get }: PageInput): Promise<Record<string, Buffer>> {
  const filter = new URLSearchParams();
  for (const key of ['category', 'venue'] as const) {
    const value = addressId(query.get(key));
    if (value !== null) filter.set(key, String(value));
  }
  const urls = [
    C.categories.path,
    C.productVenues.path,
    filter.size ? `${C.products.path}?${filter}` : C.products.path,
  ];
  const bodies = await Promise.all(urls.map(get));
  return Object.fromEntries(urls.flatMap((url, i) => (bodies[i] ? [[url, bodies[i]]] : [])));
}

/** The first product's cover: the store's largest paint on a phone (the web app loads it first, decision 131). */
function firstCover(answers: Record<string, Buffer>): string[] {
  const products = Object.entries(answers).find(([url]) => url.split('?')[0] === C.products.path)?.[1];
  if (!products) return [];
  const cover = (JSON.parse(products.toString('utf8')) as { data: { product_cover: string | null }[] }).data[0]
    ?.product_cover;
  return cover ? [cover] : [];
}

export function registerStorePages(): void {
  // spec 002 §2 Store: /storeview for visitors, /member/store for members (same page, same public lists)
  registerPageData('/storeview', storeAnswers, firstCover);
  registerPageData('/member/store', storeAnswers, firstCover);
  // the store view rendered for visitors (decision 331), kept as briefly as its product lists (stock moves)
  registerSsrScope('storeview', PRODUCTS_SCOPE, 5000);
}
