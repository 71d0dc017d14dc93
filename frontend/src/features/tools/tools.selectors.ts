import { ToolsState } from './tools.slice';

export interface ToolsRootState {
  tools: ToolsState;
}

export const selectToolCatalogue = (state: ToolsRootState) => state.tools.catalogue;
export const selectToolPage = (state: ToolsRootState) => state.tools.page;
export const selectAdminTools = (state: ToolsRootState) => state.tools.admin;
export const selectToolEditor = (state: ToolsRootState) => state.tools.editor;
export const selectToolDeletion = (state: ToolsRootState) => state.tools.deletion;
