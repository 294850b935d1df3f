# tests.mk: placeholder replaced below
tests:
.PHONY: tests
