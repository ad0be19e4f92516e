/** Downloads a protected document (the bearer token of its audience) as a Blob; throws on failure. */
export async function fetchDocument(url: string, token: string | null): Promise<Blob> {
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Document download failed with status ${response.status}`);
  return response.blob();
}
