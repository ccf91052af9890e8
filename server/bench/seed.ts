/** One user with `count` job searches, made through the API as the web app makes them. */
export async function seedUserWithSearches(baseUrl: string, count: number): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const { token } = await post('/django/api/accounts/users/register/', {
    first_name: 'Bench',
    last_name: 'User',
    email: `bench-${Date.now()}@example.com`,
    password: 'bench password 1',
  });
  for (let i = 0; i < count; i += 1) {
    const preference = await post(
      '/django/api/job-search/job-preferences/',
      {
        search_term: `TypeScript developer ${i}; Node.js engineer`,
        location: i % 2 ? 'Berlin, Germany' : 'Remote',
        time_period: 'past_one_week',
        remote_only: i % 2 === 0,
        relevant_jobs_only: i % 3 === 0,
        max_jobs: 25,
      },
      token,
    );
    await post('/django/api/job-search/', { job_preference: preference.id }, token);
  }
  return token;
}
