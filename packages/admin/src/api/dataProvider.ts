import type { Sort } from '@rimba/core';
import { request } from './client';

/** A stored record: its id, its fields by name, created_at and updated_at. */
export type Row = { id: number } & Record<string, unknown>;

export interface ListQuery {
  page: number;
  limit: number;
  order?: string;
  sort?: Sort;
  search?: string;
  filters?: Record<string, unknown>;
}

export interface ListResult {
  data: Row[];
  total: number;
}

/** A write answers the stored record and the server's message (in the request's language). */
export interface WriteResult {
  data: Row;
  message: string;
}

/**
 * The small data-provider contract the module engine works through, one call per action, each
 * `(resource, params)`. Resource names are the API path segments (`partners`, `faq` …).
 */
export const dataProvider = {
  getList(resource: string, query: ListQuery): Promise<ListResult> {
    const filters =
      query.filters && Object.keys(query.filters).length ? JSON.stringify(query.filters) : undefined;
    return request<ListResult>(`/${resource}/list`, {
      query: {
        page: query.page,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        search: query.search?.trim() || undefined,
        filters,
        order: query.order,
        sort: query.order ? query.sort : undefined,
      },
    });
  },

  async getOne(resource: string, params: { id: number }): Promise<Row> {
    const { data } = await request<{ data: Row }>(`/${resource}/${params.id}/show`);
    return data;
  },

  create(resource: string, params: { data: Record<string, unknown> }): Promise<WriteResult> {
    return request<WriteResult>(`/${resource}/create`, { method: 'POST', body: params.data });
  },

  /** `data` is the loaded record with the form's values merged over it, so it carries the id. */
  update(resource: string, params: { data: Row }): Promise<WriteResult> {
    return request<WriteResult>(`/${resource}/update`, { method: 'PUT', body: params.data });
  },

  delete(resource: string, params: { row: Row }): Promise<{ message: string }> {
    return request<{ message: string }>(`/${resource}/delete`, {
      method: 'DELETE',
      body: { data: params.row },
    });
  },
};

/**
 * Query keys, built in one place so a write invalidates exactly what it changed: every list of the
 * resource, and the one record.
 */
export const queryKeys = {
  lists: (resource: string) => [resource, 'list'] as const,
  list: (resource: string, query: ListQuery) => [resource, 'list', query] as const,
  one: (resource: string, id: number) => [resource, 'one', id] as const,
};
