import { z } from 'zod';
import '../shared/zod-messages';
import { INSTRUCTOR_APPLICATION_MESSAGES as M, submitInstructorApplicationRequestSchema as schema } from './instructor-application.schemas';

const form = {
  expertise: ' Quảng cáo Facebook ',
  topics: 'Facebook Ads,  bán hàng online ,\nfacebook ads',
  experience: 'Sáu năm chạy quảng cáo cho hơn 40 cửa hàng thời trang và mỹ phẩm ở Việt Nam.',
  sampleLinks: 'https://www.youtube.com/watch?v=abc\n\n  https://blog.example.vn/bai-viet ',
  phone: '0901 234 567',
};

const problems = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the instructor application schema', () => {
  it('reads the lists as typed in one box (a comma or a line each), trimmed, without repeats', () => {
    expect(schema.parse(form)).toEqual({
      expertise: 'Quảng cáo Facebook',
      topics: ['Facebook Ads', 'bán hàng online'],
      experience: form.experience,
      sampleLinks: ['https://www.youtube.com/watch?v=abc', 'https://blog.example.vn/bai-viet'],
      phone: '0901234567',
    });
    expect(schema.parse({ ...form, topics: ['SEO'], sampleLinks: ['https://example.vn'] })).toMatchObject({ topics: ['SEO'], sampleLinks: ['https://example.vn'] });
  });

  it('names the list as a whole when one item is wrong, so a form can show it under its field', () => {
    expect(problems({ ...form, sampleLinks: 'https://example.vn\nhttp://insecure.example.vn' })).toEqual([['sampleLinks', M.linkInvalid]]);
    expect(problems({ ...form, topics: 'SEO,' + 'x'.repeat(61) })).toEqual([['topics', M.topicsTooMany]]);
    expect(problems({ ...form, sampleLinks: Array.from({ length: 6 }, (_, i) => `https://example.vn/${i}`) })).toEqual([['sampleLinks', M.linksTooMany]]);
  });

  it('refuses empty lists, a short experience and what is not text, in Vietnamese', () => {
    expect(problems({ ...form, topics: ' , \n' })).toEqual([['topics', M.topicsRequired]]);
    expect(problems({ ...form, experience: 'Ngắn' })).toEqual([['experience', M.experienceTooShort]]);
    expect(problems({ ...form, sampleLinks: { url: 'https://example.vn' } })).toEqual([['sampleLinks', M.linksRequired]]);
    expect(problems({})).toHaveLength(5);
    expect(z.prettifyError(schema.safeParse({}).error!)).not.toMatch(/expected|Invalid input/);
  });
});
