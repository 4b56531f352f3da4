#define _GNU_SOURCE
#include "run_within.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

typedef struct {
  void (*work)(void *);
  void *state;
  void (*release)(void *);
  /// The thread writes a byte to done[1] when the work has returned.
  int done[2];
  /// Two holders: the caller and the thread; the last one to let go frees the job.
  atomic_int holders;
  /// Set by the caller before it lets go: it took the state back (work finished in time).
  atomic_int caller_kept_state;
  /// The caller's count of its calls under way, or NULL.
  int *running;
} rb_job;

static void let_go(rb_job *job) {
  if (atomic_fetch_sub(&job->holders, 1) != 1) return;
  if (!atomic_load(&job->caller_kept_state) && job->release) job->release(job->state);
  close(job->done[0]);
  close(job->done[1]);
  free(job);
}

static void *run(void *argument) {
  rb_job *job = argument;
  job->work(job->state);
  // Before the caller hears of it: a call that finished in time is not counted as running.
  if (job->running) __atomic_fetch_sub(job->running, 1, __ATOMIC_SEQ_CST);
  char byte = 1;
  while (write(job->done[1], &byte, 1) < 0 && errno == EINTR) {
  }
  let_go(job);
  return NULL;
}

double rb_monotonic_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

long rb_remaining_ms(double deadline_ms) {
  double left = deadline_ms - rb_monotonic_ms();
  return left > 0 ? (long)left : 0;
}

int rb_still_running(int *running) { return __atomic_load_n(running, __ATOMIC_SEQ_CST) > 0; }

int rb_run_within(void (*work)(void *), void *state, void (*release)(void *), long timeout_ms,
                  int *running) {
  rb_job *job = calloc(1, sizeof *job);
  if (!job) return 0;
  if (pipe2(job->done, O_CLOEXEC) != 0) {
    free(job);
    if (release) release(state);
    return 0;
  }
  job->work = work;
  job->state = state;
  job->release = release;
  job->running = running;
  if (running) __atomic_fetch_add(running, 1, __ATOMIC_SEQ_CST);
  atomic_init(&job->holders, 2);
  atomic_init(&job->caller_kept_state, 0);
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_t thread;
  int started = pthread_create(&thread, &attributes, run, job) == 0;
  pthread_attr_destroy(&attributes);
  if (!started) {
    if (running) __atomic_fetch_sub(running, 1, __ATOMIC_SEQ_CST);
    atomic_store(&job->holders, 1);
    let_go(job);
    return 0;
  }
  double deadline = rb_monotonic_ms() + (timeout_ms > 0 ? timeout_ms : 0);
  int finished = 0;
  while (1) {
    struct pollfd wait = {job->done[0], POLLIN, 0};
    int ready = poll(&wait, 1, (int)rb_remaining_ms(deadline));
    if (ready > 0) {
      finished = 1;
      break;
    }
    if (ready == 0 || errno != EINTR) break;
  }
  atomic_store(&job->caller_kept_state, finished);
  let_go(job);
  return finished;
}
