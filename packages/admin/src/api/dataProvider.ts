import type { Sort } from '@rimba/core';
import type { ModuleApi } from '../modules/config';
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
  /** The rows that match; an estimate when `totalEstimated` says so. */
  total: number;
  /** Set when more rows match than the resource counts one by one: `total` is then an estimate. */
  totalEstimated?: boolean;
}

/** A write answers the stored record and the server's message (in the request's language). */
export interface WriteResult {
  data: Row;
  message: string;
  /** A secret the server keeps only hashed (a new token), answered by its create call this once. */
  secret?: string;
  /** What the server took but the user should know (a species that does not suit its garden). */
  warnings?: string[];
}

/**
 * The small data-provider contract the module engine works through, one call per action, each
 * `(api, params)`: `api` is the module's paths (getter, setter and custom_api resolved).
 */
export const dataProvider = {
  getList(api: Pick<ModuleApi, 'list'>, query: ListQuery): Promise<ListResult> {
    const filters =
      query.filters && Object.keys(query.filters).length ? JSON.stringify(query.filters) : undefined;
    return request<ListResult>(api.list, {
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

  async getOne(api: Pick<ModuleApi, 'show'>, params: { id: number }): Promise<Row> {
    const { data } = await request<{ data: Row }>(api.show(params.id));
    return data;
  },

  create(api: Pick<ModuleApi, 'create'>, params: { data: Record<string, unknown> }): Promise<WriteResult> {
    return request<WriteResult>(api.create, { method: 'POST', body: params.data });
  },

  /** `data` is the record's id and the form's values: the fields it leaves out keep their stored values. */
  update(api: Pick<ModuleApi, 'update'>, params: { data: Row }): Promise<WriteResult> {
    return request<WriteResult>(api.update, { method: 'PUT', body: params.data });
  },

  delete(api: Pick<ModuleApi, 'delete'>, params: { row: Row }): Promise<{ message: string }> {
    return request<{ message: string }>(api.delete, {
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
