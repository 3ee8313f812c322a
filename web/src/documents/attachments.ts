import { apiFetch, apiPostForm, apiRequest } from '@/api/client';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';

/** A file stored with its document (the model's Attachment: the server's id, name, type, bytes). */
export interface StoredAttachment {
  id: string;
  name?: string;
  contentType?: string;
  size?: number;
}

const base = (kind: string, documentId: string) => `/v1/${kind}/${encodeURIComponent(documentId)}/attachments`;

/** POST /v1/{kind}/{id}/attachments (multipart `file`): the server checks type by content and size, and says why it refuses. */
export function uploadAttachment(kind: string, documentId: string, file: File): Promise<StoredAttachment> {
  const form = new FormData();
  form.append('file', file);
  return apiPostForm<StoredAttachment>(base(kind, documentId), form);
}

export function listAttachments(kind: string, documentId: string, signal?: AbortSignal): Promise<StoredAttachment[]> {
  return apiFetch<StoredAttachment[]>(base(kind, documentId), { signal });
}

export async function downloadAttachment(kind: string, documentId: string, attachment: StoredAttachment): Promise<void> {
  const response = await apiRequest(`${base(kind, documentId)}/${encodeURIComponent(attachment.id)}`);
  downloadBlob(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition'), attachment.name ?? attachment.id));
}

export function deleteAttachment(kind: string, documentId: string, attachmentId: string): Promise<void> {
  return apiFetch<void>(`${base(kind, documentId)}/${encodeURIComponent(attachmentId)}`, { method: 'DELETE' });
}
