// The job-title search of sourcing: submitting a blank title clears the search.
import { useEffect, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Search } from 'react-bootstrap-icons';
import { Button } from '@/components/button';

export function CandidateSearchForm({
  jobTitle,
  onSearch,
  size = 'md',
}: {
  jobTitle?: string;
  onSearch: (jobTitle: string) => void;
  size?: 'md' | 'lg';
}) {
  const [title, setTitle] = useState(jobTitle ?? '');
  useEffect(() => setTitle(jobTitle ?? ''), [jobTitle]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(title);
  };
  return (
    <form role="search" aria-label="Search candidates" onSubmit={submit}>
      <Form.Label htmlFor="sourcing-job-title" className="visually-hidden">
        Job title
      </Form.Label>
      <div className={`input-group${size === 'lg' ? ' input-group-lg' : ''}`}>
        <span className="input-group-text" aria-hidden="true">
          <Search />
        </span>
        <Form.Control
          id="sourcing-job-title"
          type="search"
          placeholder="Search by job title, e.g. Virtual assistant"
          value={title}
          maxLength={100}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" size={size === 'lg' ? 'lg' : 'md'}>
          Search
        </Button>
      </div>
    </form>
  );
}
