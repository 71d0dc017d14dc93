import { act, render } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top on each new page and to the anchor of a hash link', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    const { getByText } = render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/support#contactus">Liên hệ</Link>} />
          <Route path="/support" element={<section id="contactus">Form</section>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    act(() => getByText('Liên hệ').click());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
