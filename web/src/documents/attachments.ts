import { apiFetch, apiRequest, apiUpload } from '@/api/client';
import type { AttachmentDto } from '@/api/types';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';

/** A file stored with its document (the model's Attachment: the server's id, name, type, bytes). */
export interface StoredAttachment {
  id: string;
  name?: string;
  contentType?: string;
  size?: number;
}

const base = (kind: string, documentId: string) => `/v1/${kind}/${encodeURIComponent(documentId)}/attachments`;

/**
 * POST /v1/{kind}/{id}/attachments: the file's bytes as they are, its name in X-File-Name
 * (percent-encoded UTF-8), as the server reads them; the server checks type by content and size,
 * and says why it refuses.
 */
export async function uploadAttachment(kind: string, documentId: string, file: File): Promise<StoredAttachment> {
  const stored = await apiUpload<AttachmentDto>(base(kind, documentId), file, file.type || 'application/octet-stream', undefined, {
    'X-File-Name': encodeURIComponent(file.name),
  });
  // the name the server kept (paths, quotes and line breaks removed)
  return { id: stored.id, name: stored.fileName, contentType: stored.contentType, size: stored.size };
}

/** GET /v1/{kind}/{id}/attachments: the document's files, named as the server kept them. */
export async function listAttachments(kind: string, documentId: string, signal?: AbortSignal): Promise<StoredAttachment[]> {
  const listed = await apiFetch<AttachmentDto[]>(base(kind, documentId), { signal });
  return listed.map((a) => ({ id: a.id, name: a.fileName, contentType: a.contentType, size: a.size }));
}

export async function downloadAttachment(kind: string, documentId: string, attachment: StoredAttachment): Promise<void> {
  const response = await apiRequest(`${base(kind, documentId)}/${encodeURIComponent(attachment.id)}`);
  downloadBlob(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition'), attachment.name ?? attachment.id));
}

export function deleteAttachment(kind: string, documentId: string, attachmentId: string): Promise<void> {
  return apiFetch<void>(`${base(kind, documentId)}/${encodeURIComponent(attachmentId)}`, { method: 'DELETE' });
}
